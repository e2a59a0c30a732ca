// A short guide to the table, in our own words: where things are and what the screens mean. The
// rules themselves are taught elsewhere (the learning issue fills the rules help in).
export function TableHelp() {
  return (
    <div className="table-help">
      <h4>Where things are</h4>
      <ul>
        <li>The bar at the top shows the turn, the six phases with the current one lit, and who acts now.</li>
        <li>Your strip runs along the bottom of the board, your opponent's along the top: cards in reserve, active, used and lost, and an energy gauge (what you can spend now, what is left in all).</li>
        <li>Each location is a lane: your opponent's forces on the far side, yours on the near side, with the icons each side has there.</li>
        <li>Your hand is under the board. A card that can be played now is outlined; drag it, or tap it and then tap a highlighted place.</li>
        <li>The side panel (Details on a small screen) shows the card you point at, the battle, cards waiting on the stack, and the log.</li>
      </ul>
      <h4>Whose screen it is</h4>
      <ul>
        <li>On your own screen your hand is shown: the other player looks away.</li>
        <li>On the shared screen both hands are covered and both may look; the banner says who decides. A player who wants their hand asks for it, and the screen is passed to them.</li>
        <li>When the screen is passed, nothing of either hand is shown until the next player says who they are. They then see what the other did meanwhile.</li>
      </ul>
    </div>
  );
}
