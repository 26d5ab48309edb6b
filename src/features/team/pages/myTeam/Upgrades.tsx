// Members below provincial director, who can be invited up a level (userLevelThreeList).
import { userLevelThreeList } from '../../../../api/contract';
import { LEVEL_NAMES, roleLevelName, type MemberLevel } from '../../../../api/levels';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';
import { List, usePagedList } from '../../../../ui/List';
import { Popup } from '../../../../ui/Popup';

export interface UpgradesProps {
  open: boolean;
  onClose: () => void;
  /** invite at this level (the member's mobile is typed in the invite sheet: the list only has it masked) */
  onInvite: (level: MemberLevel) => void;
}

export function Upgrades({ open, onClose, onInvite }: UpgradesProps) {
  const members = usePagedList((pageNum) => userLevelThreeList({ pageNum, pageSize: 10 }), []);
  return (
    <Popup open={open} onClose={onClose} title="可邀请升级的成员" class="team-sheet">
      <div class="team-sheet__body">
        <List list={members} empty={<Empty text="暂无可升级的成员" />}>
          {members.items.map((m) => {
            const next = (m.level + 10) as MemberLevel;
            return (
              <article key={m.id} class="team-apply">
                <div class="team-apply__main">
                  <h3>
                    {m.nickname} <span>{m.mobileMasked}</span>
                  </h3>
                  <p>
                    {roleLevelName(m.level)} → {LEVEL_NAMES[next]}
                  </p>
                </div>
                <Button size="small" onClick={() => onInvite(next)}>
                  邀请升级
                </Button>
              </article>
            );
          })}
        </List>
      </div>
    </Popup>
  );
}
