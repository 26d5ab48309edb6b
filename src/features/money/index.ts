// money: the earnings centre (pages/home), earnings and balance detail, withdrawing (personal and
// enterprise, with the form they share in withdrawForm/), withdrawal records, bank cards (list,
// choose bank, add; logos and the chosen bank in bank/). No other feature uses its parts, so it
// exports nothing; what it shares with others lives in src/api, src/app/state and src/ui.
