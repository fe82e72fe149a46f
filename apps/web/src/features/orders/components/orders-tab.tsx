/** The 'My Orders' tab of /my-account. Issue 5 builds it. */
export function OrdersTab() {
  return <p className="text-gray-600">Your orders will appear here.</p>;
}
