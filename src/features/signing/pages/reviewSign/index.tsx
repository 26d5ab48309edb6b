// 签约审核 (CMO reviewers, roleLevel 40): applications awaiting review, loading more at the
// bottom; 查看合同, 通过 (after a confirmation) and 驳回 (with a reason). An answered item leaves
// the list; one reviewed meanwhile by someone else (409) refreshes the list. Others see plainly
// that this page is not for them.
import { type Signal, useSignal } from '@preact/signals';
import { useRef, useState } from 'react';
import { cmoConfirmList, cmoReview } from '../../../../api/contract';
import { ApiError } from '../../../../api/http';
import type { Application } from '../../../../api/types';
import { userInfo } from '../../../../app/state/session';
import { navigate, relaunch, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Button } from '../../../../ui/Button';
import { confirm } from '../../../../ui/dialog';
import { Empty } from '../../../../ui/Empty';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { toast } from '../../../../ui/toast';
import { useSubmit } from '../../../../ui/useSubmit';
import { levelName } from '../../levels';
import { applicantName } from '../../application';
import { RejectDialog, type RejectSubmit } from './RejectDialog';
import { ReviewItem } from './ReviewItem';
import './reviewSign.css';

function ReviewQueue() {
  const queue = usePagedList((pageNum) => cmoConfirmList({ pageNum, pageSize: 10 }), []);
  const [answered, setAnswered] = useState<number[]>([]);
  // read by the dialog alone: a tap on 驳回 renders the dialog, not the list again
  const rejecting = useSignal<Application | null>(null);
  // what a failed answer leaves to say: true once the list is refreshed (409), or a refused reason
  const refusal = useRef<true | string>('');
  const review = useSubmit(cmoReview, {
    done: (_, body) => {
      toast(body.approve ? '已通过，合同生效' : '已驳回', { type: 'success' });
      setAnswered((ids) => [...ids, body.id]);
    },
    failed: async (e) => {
      if (e instanceof ApiError && e.code === 409) {
        toast('该申请已被处理，列表已刷新');
        setAnswered([]);
        await queue.reload();
        refusal.current = true;
      } else if (e instanceof ApiError && e.field === 'reason') refusal.current = e.message;
    },
  });

  /** Sends one answer; true when done. A 409 (answered meanwhile) refreshes the list. */
  async function answer(app: Application, approve: boolean, reason?: string): Promise<true | string> {
    refusal.current = '';
    return (await review.submit({ id: app.id, approve, reason })) || refusal.current;
  }

  async function approve(app: Application) {
    const ok = await confirm({
      title: '通过签约申请',
      message: `确定通过${applicantName(app)}签约${levelName(app.level)}（${app.region}）吗？通过后合同生效。`,
      confirmText: '通过',
    });
    if (ok) await answer(app, true);
  }

  async function reject(reason: string): Promise<string | undefined> {
    const app = rejecting.peek() as Application;
    const result = await answer(app, false, reason);
    if (result === true) {
      rejecting.value = null;
      return undefined;
    }
    return result || undefined;
  }

  const items = queue.items.filter((a) => !answered.includes(a.id));
  return (
    <div class="review-sign">
      <PullRefresh
        onRefresh={() => {
          setAnswered([]);
          return queue.reload();
        }}
      >
        <List list={{ ...queue, items }} empty={<Empty text="没有待审核的签约申请" />}>
          {items.map((a) => (
            <ReviewItem
              key={a.id}
              app={a}
              onView={() => navigate(withQuery(PAGE.contractView, { applyId: String(a.id) }))}
              onApprove={() => approve(a)}
              onReject={() => (rejecting.value = a)}
            />
          ))}
        </List>
      </PullRefresh>
      <Rejecting rejecting={rejecting} onSubmit={reject} />
    </div>
  );
}

function Rejecting({ rejecting, onSubmit }: { rejecting: Signal<Application | null>; onSubmit: RejectSubmit }) {
  const app = rejecting.value;
  return app ? (
    <RejectDialog applicant={applicantName(app)} onSubmit={onSubmit} onClose={() => (rejecting.value = null)} />
  ) : null;
}

export default function ReviewSignPage() {
  if (userInfo.value?.roleLevel !== 40) {
    return (
      <Empty kind="permission" text="签约审核仅对 CMO 审核员开放，你的账号没有审核权限">
        <Button variant="primary" onClick={() => relaunch(PAGE.home)}>
          返回首页
        </Button>
      </Empty>
    );
  }
  return <ReviewQueue />;
}
