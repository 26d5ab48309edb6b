// 申请处理: applications from the partner's team by status; 忽略 after a confirmation. A 409
// (someone moved it meanwhile) refreshes the list, the message already toasted by the wrapper.
import { useState } from 'react';
import { applyList, ignoreApply } from '../../../../api/contract';
import { APPLICATION_STATUS_NAMES } from '../../../../api/contract-status';
import { ApiError } from '../../../../api/http';
import type { Application, ApplicationStatus } from '../../../../api/types';
import { formatDateTime } from '../../../../lib/time';
import { roleLevelName } from '../../../../api/levels';
import { Button } from '../../../../ui/Button';
import { confirm } from '../../../../ui/dialog';
import { Empty } from '../../../../ui/Empty';
import { List, usePagedList } from '../../../../ui/List';
import { Popup } from '../../../../ui/Popup';
import { Tabs } from '../../../../ui/Tabs';
import { toast } from '../../../../ui/toast';
import { useSubmit } from '../../../../ui/useSubmit';

const STATUS_TABS = ([0, 1, 2, 3, 4] as const).map((key: ApplicationStatus) => ({
  key,
  title: APPLICATION_STATUS_NAMES[key],
}));

function Row({ app, onIgnore }: { app: Application; onIgnore?: () => unknown }) {
  return (
    <article class="team-apply">
      <div class="team-apply__main">
        <h3>
          {app.applicantNickname} <span>{app.applicantMobileMasked}</span>
        </h3>
        <p>
          申请{roleLevelName(app.level) || '签约'} · {app.region}
        </p>
        <p>{formatDateTime(app.createdAt)}</p>
        {app.reason && <p class="team-apply__reason">驳回原因：{app.reason}</p>}
      </div>
      {onIgnore && (
        <Button size="small" onClick={onIgnore}>
          忽略
        </Button>
      )}
    </article>
  );
}

export function Applications({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [status, setStatus] = useState<ApplicationStatus>(0);
  const apps = usePagedList((pageNum) => applyList({ scope: 'team', status, pageNum, pageSize: 10 }), [status]);

  const ignoring = useSubmit((app: Application) => ignoreApply(app.id), {
    confirm: (app) =>
      confirm({
        title: '忽略申请',
        message: `忽略后 ${app.applicantNickname} 的签约申请将不再处理，确定忽略吗？`,
        confirmText: '忽略',
        danger: true,
      }),
    done: async () => {
      toast('已忽略', { type: 'success' });
      await apps.reload();
    },
    failed: async (e) => {
      if (e instanceof ApiError && e.code === 409) await apps.reload();
    },
  });

  return (
    <Popup open={open} onClose={onClose} title="申请处理" class="team-sheet">
      <Tabs tabs={STATUS_TABS} active={status} onChange={setStatus} />
      <div class="team-sheet__body">
        <List list={apps} empty={<Empty text="暂无申请" />}>
          {apps.items.map((a) => (
            <Row
              key={a.id}
              app={a}
              onIgnore={a.status === 0 || a.status === 1 ? () => ignoring.submit(a) : undefined}
            />
          ))}
        </List>
      </div>
    </Popup>
  );
}
