// 个人实名认证: legal name and ID card (GB 11643 check digit), kept as a draft until submitted,
// then on to face verification carrying the `redirect` the journey started with.
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { Field } from '../../../../ui/Field';
import { Button } from '../../../../ui/Button';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { idCard as idCardRule, realName as realNameRule } from '../../../../lib/validators/identity';
import { readJson, write, remove } from '../../../../lib/storage';
import { getPersonalCertification, type RealNameBody, submitRealName } from '../../../../api/certification';
import { ApiError } from '../../../../api/http';
import { navigate, redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { stateUrl } from '../../certification/cert-flow';
import '../../certification/cert-form.css';
import './realAuth.css';

export const DRAFT_KEY = 'draft:realAuth';
type Draft = { realName: string; idCard: string };
const isDraft = (v: unknown): v is Draft => !!v && typeof v === 'object' && 'realName' in v && 'idCard' in v;
// the ID card's name and number: each field's words and its check
const INPUTS = {
  realName: {
    validate: realNameRule,
    label: '真实姓名',
    autoComplete: 'name',
    maxLength: 20,
    placeholder: '请输入身份证上的姓名',
  },
  idCard: {
    validate: idCardRule,
    label: '身份证号',
    autoComplete: 'off',
    maxLength: 18,
    placeholder: '请输入18位身份证号',
  },
} as const;

export default function RealAuthPage() {
  const { query } = useLocation();
  // read once: the draft only seeds the form, it is not re-read on every keystroke
  const [draft] = useState(() => readJson<Draft>(DRAFT_KEY, 'session', isDraft));
  const form = useForm(INPUTS, draft || {});
  // true once the server holds a real name that still waits for the face check
  const [awaitingFace, setAwaitingFace] = useState(false);

  useEffect(() => form.state.subscribe((values) => write(DRAFT_KEY, values, 'session')), []);

  useEffect(() => {
    getPersonalCertification().then(
      (cert) => {
        if (cert.status === 2) redirect(stateUrl('personal', query.redirect));
        else if (cert.status === 1 && 'faceVerified' in cert && !cert.faceVerified) setAwaitingFace(true);
      },
      () => {},
    );
  }, []);

  const toFace = () => navigate(withQuery(PAGE.faceVerify, { redirect: query.redirect }));

  const certify = useSubmit((body: RealNameBody) => submitRealName(body), {
    done: () => {
      remove(DRAFT_KEY, 'session');
      toFace();
    },
    // a field the server names gets its message in place (and no toast); anything else is toasted
    shownFields: ['realName', 'idCard'],
    failed: (e) => {
      if (e instanceof ApiError && e.code === 400)
        form.setError(e.field === 'idCard' ? 'idCard' : 'realName', e.message);
    },
  });
  const submit = form.handleSubmit(({ realName, idCard }) =>
    certify.submit({ realName: realName.trim(), idCard: idCard.trim().toUpperCase() }),
  );

  return (
    <div class="cert-form">
      <p class="cert-form__intro">
        根据国家相关规定，提现前需完成实名认证。请填写与身份证一致的信息，下一步将进行人脸验证。
      </p>
      {awaitingFace && (
        <div class="real-auth__resume" role="status">
          <span>实名信息已提交，还差人脸验证</span>
          <Button size="small" variant="plain" onClick={toFace}>
            去验证
          </Button>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <div>
          <Field {...INPUTS.realName} {...form.field('realName')} />
          <Field {...INPUTS.idCard} {...form.field('idCard')} />
        </div>
        <p class="real-auth__privacy">信息仅用于身份核验，将加密保存，不会用于其他用途。</p>
        <div class="real-auth__actions">
          <Button type="submit" variant="primary" block loading={certify.pending} loadingText="提交中...">
            下一步：人脸验证
          </Button>
        </div>
      </form>
    </div>
  );
}
