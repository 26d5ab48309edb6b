// "Leave with unsaved changes?" for a form page. While the form is dirty an extra history entry
// sits on top of the page, so the nav bar's back and the phone's back gesture pop that entry
// instead of leaving; the page then asks, and only a confirmed leave goes back for real.
import { useEffect, useRef } from 'react';
import { type ConfirmOptions, confirm } from '../../../ui/dialog';

let guards = 0;

export function useLeaveGuard(dirty: boolean, question: ConfirmOptions) {
  const s = useRef({ id: 0, armed: false, released: null as (() => void) | null, question }).current;
  s.question = question;

  useEffect(() => {
    if (!dirty || s.armed) return;
    const state = history.state as { leaveGuard?: number } | null;
    // coming back onto a guard entry this page left earlier: it is ours again
    s.id = state?.leaveGuard ?? ++guards;
    if (!state?.leaveGuard) history.pushState({ leaveGuard: s.id }, '');
    s.armed = true;
  }, [dirty]);

  useEffect(() => {
    async function popped() {
      const here = (history.state as { leaveGuard?: number } | null)?.leaveGuard === s.id;
      if (s.released) {
        if (!here) s.released();
        return;
      }
      // a layer above the guard (a picker, a dialog) closing lands back on the guard: still here
      if (!s.armed || here) return;
      s.armed = false;
      if (await confirm(s.question)) history.back();
      else {
        history.pushState({ leaveGuard: s.id }, '');
        s.armed = true;
      }
    }
    addEventListener('popstate', popped);
    return () => removeEventListener('popstate', popped);
  }, []);

  /** Takes the guard entry away (after a save, before going to another page); resolves when gone. */
  return function release(): Promise<void> {
    if (!s.armed) return Promise.resolve();
    s.armed = false;
    return new Promise((resolve) => {
      const timer = setTimeout(done, 300);
      function done() {
        clearTimeout(timer);
        s.released = null;
        resolve();
      }
      s.released = done;
      history.back();
    });
  };
}
