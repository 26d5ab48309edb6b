// One application awaiting review: who applied (the real name the contract is signed in, and the
// nickname the team knows when it differs), for what level and region, when; its contract, 通过 and 驳回.
import type { Application } from '../../../../api/types';
import { formatDateTime } from '../../../../lib/time';
import { Button } from '../../../../ui/Button';
import { levelName } from '../../levels';
import { applicantName } from '../../application';

interface Props {
  app: Application;
  onView: () => void;
  onApprove: () => Promise<void>;
  onReject: () => void;
}

export function ReviewItem({ app, onView, onApprove, onReject }: Props) {
  const name = applicantName(app);
  return (
    <article class="review-item" aria-label={`${name}的签约申请`}>
      <header>
        <b>{name}</b>
        <span>{app.applicantMobileMasked}</span>
      </header>
      <dl>
        {app.applicantNickname !== name && (
          <>
            <dt>昵称</dt>
            <dd>{app.applicantNickname}</dd>
          </>
        )}
        <dt>申请级别</dt>
        <dd>{levelName(app.level)}</dd>
        <dt>代理区域</dt>
        <dd>{app.region}</dd>
        <dt>申请时间</dt>
        <dd>{formatDateTime(app.createdAt)}</dd>
      </dl>
      <footer>
        <Button size="small" variant="plain" onClick={onView}>
          查看合同
        </Button>
        <Button size="small" variant="danger" onClick={onReject}>
          驳回
        </Button>
        <Button size="small" variant="primary" onClick={onApprove}>
          通过
        </Button>
      </footer>
    </article>
  );
}
