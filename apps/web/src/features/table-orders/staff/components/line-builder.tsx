import { useState } from 'react';
import { toast } from 'sonner';
import { TABLE_ORDER_MAX_LINES } from '@grofresh/contracts';
import {
  addDraftLine,
  clampQuantity,
  counterListLabel,
  listHasRoom,
  type CounterList,
  type DraftLines,
} from '../counter-lines';
import { DraftLists } from './draft-lists';
import { ItemPicker } from './item-picker';

interface LineBuilderProps {
  lines: DraftLines;
  onChange: (lines: DraftLines) => void;
}

/** The picker and the two lists it fills: used to open an order and to add to one. */
export function LineBuilder({ lines, onChange }: LineBuilderProps) {
  const [list, setList] = useState<CounterList>('dineIn');
  return (
    <div className="space-y-4">
      <ItemPicker
        list={list}
        onListChange={setList}
        onAdd={(into, line) => {
          if (!listHasRoom(lines[into], line.key)) {
            toast.error(`${counterListLabel[into]} holds at most ${TABLE_ORDER_MAX_LINES} lines.`);
            return;
          }
          onChange({ ...lines, [into]: addDraftLine(lines[into], line) });
        }}
      />
      <DraftLists
        lines={lines}
        active={list}
        onQuantity={(from, key, quantity) =>
          onChange({
            ...lines,
            [from]: lines[from].map((l) =>
              l.key === key ? { ...l, quantity: clampQuantity(quantity) } : l,
            ),
          })
        }
        onRemove={(from, key) =>
          onChange({ ...lines, [from]: lines[from].filter((l) => l.key !== key) })
        }
      />
    </div>
  );
}
