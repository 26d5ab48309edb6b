// Why the camera cannot be used and what to do about it, with 重试 where retrying can help.
import { Button } from '../../../ui/Button';
import type { CameraProblem } from './media';
import './recorder.css';

export function CameraProblemView({ problem, onRetry }: { problem: CameraProblem; onRetry: () => void }) {
  return (
    <div class="cam-problem" role="alert">
      <i class="cam-problem__icon" aria-hidden="true" />
      <h2 class="cam-problem__title">{problem.title}</h2>
      <p class="cam-problem__detail">{problem.detail}</p>
      {problem.retry && (
        <Button variant="primary" onClick={onRetry}>
          重试
        </Button>
      )}
    </div>
  );
}
