export function PackingSlipPage() {
  return <p>Packing slip</p>;
}
