// 企业实名认证: the business licence photo (read by OCR to fill the company name, credit code and
// legal person), the credit code (GB 32100) and the legal person's ID (GB 11643). Kept as a draft
// until submitted, then the status page, carrying `redirect`.
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { Field } from '../../../../ui/Field';
import { Button } from '../../../../ui/Button';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { toast } from '../../../../ui/toast';
import {
  creditCode as creditCodeRule,
  idCard as idCardRule,
  realName as realNameRule,
} from '../../../../lib/validators/identity';
import { readJson, write, remove } from '../../../../lib/storage';
import {
  type EnterpriseCertificationBody,
  getEnterpriseCertification,
  readBusinessLicense,
  submitEnterpriseCertification,
} from '../../../../api/certification';
import { ApiError } from '../../../../api/http';
import { fileProblem } from '../../../../api/file';
import { clean } from '../../../../lib/validators/clean';
import { redirect } from '../../../../app/navigation';
import { stateUrl } from '../../certification/cert-flow';
import { LicencePhoto } from './LicencePhoto';
import '../../certification/cert-form.css';
import './enterpriseCertification.css';

export const DRAFT_KEY = 'draft:enterpriseCertification';
const companyNameRule = clean((v) => (v.trim().length >= 2 ? null : '请按营业执照填写企业名称'), '企业名称');
// the licence's facts in its order: each field's words and its check
const INPUTS = {
  companyName: { validate: companyNameRule, label: '企业名称', maxLength: 50, placeholder: '与营业执照一致' },
  creditCode: {
    validate: creditCodeRule,
    label: '信用代码',
    maxLength: 18,
    autoComplete: 'off',
    placeholder: '18位统一社会信用代码',
  },
  legalPerson: {
    validate: realNameRule,
    label: '法定代表人',
    maxLength: 20,
    autoComplete: 'off',
    placeholder: '法定代表人姓名',
  },
  legalIdCard: {
    validate: idCardRule,
    label: '法人身份证',
    maxLength: 18,
    autoComplete: 'off',
    placeholder: '法定代表人18位身份证号',
  },
} as const;
const FIELDS = Object.keys(INPUTS) as (keyof typeof INPUTS)[];
type Name = (typeof FIELDS)[number];
type Draft = Record<Name | 'licenseUrl', string>;
const isDraft = (v: unknown): v is Draft => !!v && typeof v === 'object' && 'licenseUrl' in v;

export default function EnterpriseCertificationPage() {
  const { query } = useLocation();
  // read once: the draft only seeds the form, it is not re-read on every keystroke
  const [draft] = useState(() => readJson<Draft>(DRAFT_KEY, 'session', isDraft));
  const form = useForm(INPUTS, draft || {});
  const [licenseUrl, setLicenseUrl] = useState(draft?.licenseUrl || '');
  const [licenseError, setLicenseError] = useState('');
  const [reading, setReading] = useState(false);

  useEffect(
    () => form.state.subscribe((values) => write(DRAFT_KEY, { ...values, licenseUrl }, 'session')),
    [licenseUrl],
  );

  useEffect(() => {
    getEnterpriseCertification().then(
      (cert) => {
        if (cert.status === 1 || cert.status === 2) redirect(stateUrl('enterprise', query.redirect));
        // a rejected application comes back filled in, so only the wrong part needs changing
        else if (cert.status === 3 && 'companyName' in cert && !draft) {
          form.setValues({
            companyName: cert.companyName,
            creditCode: cert.creditCode,
            legalPerson: cert.legalPerson,
            legalIdCard: cert.legalIdCard,
          });
          setLicenseUrl(cert.licenseUrl);
        }
      },
      () => {},
    );
  }, []);

  async function onLicence(url: string) {
    setLicenseUrl(url);
    setLicenseError('');
    if (!url) return;
    setReading(true);
    try {
      const reading = await readBusinessLicense(url);
      const read = {
        companyName: reading.companyName,
        creditCode: reading.creditCode,
        legalPerson: reading.legalPerson,
      };
      form.setValues(read);
      for (const k in read) form.setError(k as Name, null);
      toast('已识别营业执照信息，请核对', { type: 'success' });
    } catch {
      toast('未能识别营业执照，请手动填写', { type: 'error' });
    } finally {
      setReading(false);
    }
  }

  const certify = useSubmit((body: EnterpriseCertificationBody) => submitEnterpriseCertification(body), {
    done: () => {
      remove(DRAFT_KEY, 'session');
      redirect(stateUrl('enterprise', query.redirect));
    },
    shownFields: [...FIELDS, 'licenseUrl'],
    failed: (e) => {
      const field = e instanceof ApiError && e.code === 400 ? e.field : undefined;
      if (field === 'licenseUrl') setLicenseError((e as ApiError).message);
      else if (FIELDS.includes(field as Name)) form.setError(field as Name, (e as ApiError).message);
    },
  });
  const submitFields = form.handleSubmit((v) => {
    if (!licenseUrl || fileProblem([licenseUrl], '营业执照照片')) return;
    certify.submit({
      companyName: v.companyName.trim(),
      creditCode: v.creditCode.trim().toUpperCase(),
      legalPerson: v.legalPerson.trim(),
      legalIdCard: v.legalIdCard.trim().toUpperCase(),
      licenseUrl,
    });
  });

  // the missing photo is pointed out together with the fields, not only once they are right
  function submit(e: Event) {
    if (!licenseUrl) setLicenseError('请上传营业执照照片');
    else {
      const foreign = fileProblem([licenseUrl], '营业执照照片');
      if (foreign) setLicenseError(foreign);
    }
    return submitFields(e);
  }

  return (
    <div class="cert-form">
      <p class="cert-form__intro">请上传清晰的营业执照照片，系统将自动识别企业信息，识别结果请仔细核对。</p>
      <LicencePhoto url={licenseUrl} reading={reading} error={licenseError} onChange={onLicence} />
      <form onSubmit={submit} noValidate>
        <div class="ent-auth__fields">
          {FIELDS.map((name) => (
            <Field key={name} {...INPUTS[name]} {...form.field(name)} />
          ))}
        </div>
        <div class="ent-auth__actions">
          <Button
            type="submit"
            variant="primary"
            block
            loading={certify.pending}
            disabled={reading}
            loadingText="提交中..."
          >
            提交认证
          </Button>
        </div>
      </form>
    </div>
  );
}
