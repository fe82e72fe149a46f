import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { lineLabel, type BuyAgainPlan } from '../buy-again';
import { BUY_AGAIN_MESSAGES } from '../messages';

interface BuyAgainNoteProps {
  /** The plan just carried out; null when there is nothing to say. */
  plan: BuyAgainPlan | null;
  onClose: () => void;
  onGoToCart: () => void;
}

/**
 * What 'Buy again' could not do as the order was: the lines left out and the lines whose
 * price changed, told before the shopper goes on to the cart.
 */
export function BuyAgainNote({ plan, onClose, onGoToCart }: BuyAgainNoteProps) {
  if (!plan) return null;
  const total = plan.add.length + plan.unavailable.length;
  const nothing = plan.add.length === 0;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={nothing ? 'Buy again' : BUY_AGAIN_MESSAGES.added(plan.add.length)}
      description={
        nothing
          ? BUY_AGAIN_MESSAGES.noneAvailable
          : BUY_AGAIN_MESSAGES.addedSome(plan.add.length, total)
      }
    >
      {plan.unavailable.length > 0 && (
        <section aria-label={BUY_AGAIN_MESSAGES.unavailableTitle} className="mt-4">
          <h3 className="text-sm font-semibold text-red-800">
            {BUY_AGAIN_MESSAGES.unavailableTitle}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-gray-700">
            {plan.unavailable.map((line) => (
              <li key={lineLabel(line)}>{lineLabel(line)}</li>
            ))}
          </ul>
        </section>
      )}
      {plan.repriced.length > 0 && (
        <section aria-label={BUY_AGAIN_MESSAGES.repricedTitle} className="mt-4">
          <h3 className="text-sm font-semibold text-gray-900">
            {BUY_AGAIN_MESSAGES.repricedTitle}
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-gray-700">
            {plan.repriced.map((line) => (
              <li key={lineLabel(line)} className="flex justify-between gap-3">
                <span>{lineLabel(line)}</span>
                <span className="tabular shrink-0">
                  {BUY_AGAIN_MESSAGES.repriced(line.was, line.now)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant={nothing ? 'primary' : 'ghost'} onClick={onClose}>
          {nothing ? 'OK' : 'Stay here'}
        </Button>
        {!nothing && <Button onClick={onGoToCart}>Go to cart</Button>}
      </div>
    </Modal>
  );
}
