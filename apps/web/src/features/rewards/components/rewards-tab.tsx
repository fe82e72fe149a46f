/** The 'Rewards' tab of /my-account ('My GroCoins'). Issue 5 builds it. */
export function RewardsTab() {
  return <p className="text-gray-600">Your Grocoins will appear here.</p>;
}
