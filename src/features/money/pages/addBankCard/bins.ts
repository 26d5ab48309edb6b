// Which bank issued a card, guessed from the number's first digits: the BIN table is
// lib/bank-card's, which the mock server's seed and card reading use too.
export { guessBank } from '../../../../lib/bank-card';
