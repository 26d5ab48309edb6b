// The kept answers of pages (ui/kept-answers.ts) belong to the session that was asked: a change
// of token (sign-out, a 401, another user signing in) drops them, so no partner is shown the
// answers of the one before. The launch flow imports this module, before any token can change.
import { effect } from '@preact/signals';
import { forgetKeptAnswers } from '../ui/kept-answers';
import { token } from './state/session';

let signedInWith = token.peek();
effect(() => {
  if (token.value === signedInWith) return;
  signedInWith = token.value;
  forgetKeptAnswers();
});
