import { ComplaintsTab } from '@/features/complaints/components/complaints-tab';
import { useMyOrders } from '@/features/orders/api/my-orders';
import { useSession } from '@/lib/session';

/** The Complaints tab, offering the shopper's recent orders (their first page) to name. */
export function AccountComplaints() {
  const userId = useSession((s) => s.session?.user._id);
  const orders = useMyOrders(userId);
  return <ComplaintsTab orderChoices={orders.data?.pages[0]?.orders} />;
}
