// 签约: the level (only those above the partner's own) and the region (from 区域列表), then 申请
// creates the application. Both choices live in the signing draft, so the region pages, a
// reload and a 401 round trip keep them; a region taken at that level is said under it, and
// every error is brought into view above the sticky 申请.
import { useState } from 'react';
import { applyIdentity } from '../../../../api/contract';
import { ApiError } from '../../../../api/http';
import type { SignLevel } from '../../../../api/limits';
import { userInfo } from '../../../../app/state/session';
import { navigate, redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';
import { Field } from '../../../../ui/Field';
import { useErrorReveal } from '../../../../ui/useErrorReveal';
import { useSubmit } from '../../../../ui/useSubmit';
import { readDraft, saveDraft } from '../../draft';
import { LEVEL_NAMES } from '../../../../api/levels';
import { levelsAbove, regionKind } from '../../levels';
import { stepUrl } from '../../steps';
import { StepBar } from '../../StepBar';
import './signed.css';

export default function SignedPage() {
  const levels = levelsAbove(userInfo.value?.roleLevel ?? 10);
  const [draft, setDraft] = useState(readDraft);
  const level = draft.level && levels.includes(draft.level) ? draft.level : null;
  const [levelError, setLevelError] = useState('');
  const [regionError, setRegionError] = useState('');
  const errors = useErrorReveal<HTMLDivElement>();
  const application = useSubmit(applyIdentity, {
    done: (app) => redirect(stepUrl('explain', app.id)),
    shownFields: ['region'],
    failed: (e) => {
      if (!(e instanceof ApiError)) return;
      if (e.field === 'region') {
        setRegionError(e.message);
        errors.reveal();
      } else if (e.code === 1002) navigate(withQuery(PAGE.withdrawalAuth, { redirect: PAGE.signed }));
      else if (e.code === 409) navigate(PAGE.agencyTip);
    },
  });

  if (!levels.length) {
    return (
      <Empty text={`你当前已是${userInfo.value?.levelName ?? '最高级别'}，没有更高的代理级别可签约`}>
        <Button variant="primary" onClick={() => navigate(PAGE.myContract)}>
          查看我的合同
        </Button>
      </Empty>
    );
  }

  function chooseLevel(next: SignLevel) {
    if (next === level) return;
    // a province does not fit a city level and back: the region is chosen again
    setDraft(saveDraft({ level: next, region: null }));
    setLevelError('');
    setRegionError('');
  }

  function chooseRegion() {
    if (!level) {
      setLevelError('请先选择代理级别');
      return;
    }
    navigate(withQuery(PAGE.signedArea, { level: String(level) }));
  }

  function apply() {
    if (!level) {
      setLevelError('请选择代理级别');
      return errors.reveal();
    }
    if (!draft.region) {
      setRegionError(`请选择签约${regionKind(level) === 'province' ? '省份' : '城市'}`);
      return errors.reveal();
    }
    application.submit({ level, region: draft.region.code });
  }

  return (
    <div ref={errors.ref} class="sign-page signed">
      <StepBar current={0} />
      <fieldset class="sign-card signed__levels-box">
        <legend class="signed__legend">代理级别</legend>
        <div class="signed__levels">
          {levels.map((l) => (
            <label key={l} class={`signed__level${l === level ? ' is-active' : ''}`}>
              <input type="radio" name="level" value={l} checked={l === level} onChange={() => chooseLevel(l)} />
              <b>{LEVEL_NAMES[l]}</b>
              <span>{l === 30 ? '代理一个省份' : '代理一个城市'}</span>
            </label>
          ))}
        </div>
        {levelError && (
          <p class="sign-error" role="alert">
            {levelError}
          </p>
        )}
      </fieldset>
      <section class="sign-card signed__region">
        <Field
          label="签约区域"
          name="region"
          readOnly
          clearable={false}
          value={draft.region?.name ?? ''}
          placeholder={level ? `请选择${regionKind(level) === 'province' ? '省份' : '城市'}` : '请先选择代理级别'}
          error={regionError}
          onClick={chooseRegion}
          suffix={<i class="signed__arrow" aria-hidden="true" />}
        />
        <p class="sign-note">每个区域每个级别仅限一名代理，已有代理的区域不能再申请。</p>
      </section>
      <div class="sign-footer">
        <Button variant="primary" block loading={application.pending} loadingText="提交中..." onClick={apply}>
          申请
        </Button>
      </div>
    </div>
  );
}
