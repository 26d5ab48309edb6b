// A step page of the flow: reads ?applyId, loads that application of the partner and checks
// the step may show; if not, says why and goes to the step that fits (never a blank page).
import type { Application } from '../../api/types';
import { redirect } from '../../app/navigation';
import { toast } from '../../ui/toast';
import { useResource, type Resource } from '../../ui/useResource';
import { myApplication } from './application';
import { readDraft } from './draft';
import { checkStep, type Step } from './steps';

export interface SigningStep {
  applyId: number;
  /** loaded only when the step may show */
  application: Resource<Application>;
}

/**
 * `query` is the router's match for the step page, not the location (useLocation): while the next
 * page's chunk loads, the router keeps the step on screen and the location is already the next
 * page's, whose missing applyId would fail the check and send the partner back to 签约提醒.
 */
export function useSigningStep(step: Step, query: Record<string, string>): SigningStep {
  const applyId = Number(query.applyId) || 0;
  const application = useResource(
    async () => {
      const app = applyId ? await myApplication(applyId) : undefined;
      const verdict = checkStep(step, app, readDraft());
      if (!verdict.ok) {
        toast(verdict.message);
        redirect(verdict.url);
        throw new Error(verdict.message);
      }
      return app as Application;
    },
    [applyId, step],
    { fresh: true },
  );
  return { applyId, application };
}

/** What the router gives a step page: the query it matched for it. */
export interface StepPageProps {
  query: Record<string, string>;
}
