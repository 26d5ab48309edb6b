// 添加银行卡: card number (grouped, Luhn-checked, or read from a photo), bank (guessed from the
// number or chosen on 选择银行), holder = the certified name, branch, bank mobile + SMS code.
// The draft (never the code) survives a 401, a trip to 选择银行 or a reload. Before the real-name
// (or enterprise) certification has passed there is no holder: the page says so and leads to 身份认证.
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import type { BankCardKind } from '../../../../api/types';
import { addBankCard, readBankCardPhoto, type AddBankCardBody } from '../../../../api/bank';
import { getVerifyCode } from '../../../../api/common';
import { uploadFile } from '../../../../api/file';
import { ApiError } from '../../../../api/http';
import { code as codeRule, mobile as mobileRule, mobileInput } from '../../../../lib/validators/phone';
import { readJson, remove, write } from '../../../../lib/storage';
import { Field } from '../../../../ui/Field';
import { Button } from '../../../../ui/Button';
import { CodeField } from '../../../../ui/CodeField';
import { useCaptchaStep } from '../../../auth';
import { useForm, useFormValue } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { toast } from '../../../../ui/toast';
import { back, navigate } from '../../../../app/navigation';
import { takePickedBank } from '../../bank/pick';
import { cardDigits, cardNoError, groupCardNo, luhnVerdict } from './cardNumber';
import { guessBank } from './bins';
import { CardNumberField } from './CardNumberField';
import { loadHolder } from './holder';
import { NeedsCertification } from './NeedsCertification';
import { LoadState } from '../../../../ui/LoadState';
import { Skeleton } from '../../../../ui/Skeleton';
import { useResource } from '../../../../ui/useResource';
import './addBankCard.css';
import { PAGE } from '../../../../app/paths';

const DRAFT_KEY = 'draft:addBankCard';

interface ChosenBank {
  code: string;
  name: string;
  /** chosen on 选择银行 (kept) rather than guessed from the number (follows the number) */
  picked: boolean;
}
interface Draft {
  cardNo: string;
  branch: string;
  mobile: string;
  bank: ChosenBank | null;
}

// The server names the field at fault (ApiError.field); its message is shown under that field.
const FORM_FIELDS = ['cardNo', 'code', 'mobile', 'branch'] as const;
type FormField = (typeof FORM_FIELDS)[number];

// a stored draft of another shape (an older version, a tampered one) is dropped
const isDraft = (v: unknown): v is Draft =>
  !!v &&
  typeof v === 'object' &&
  ['cardNo', 'branch', 'mobile'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

export default function AddBankCardPage() {
  const { query } = useLocation();
  const kind: BankCardKind = query.kind === 'company' ? 'company' : 'personal';
  const holder = useResource(() => loadHolder(kind), [kind], { fresh: true });
  return (
    <LoadState resource={holder} failedText="实名信息加载失败" skeleton={<Skeleton rows={6} />}>
      {(name) =>
        name ? (
          <CardForm kind={kind} holder={name} />
        ) : (
          <NeedsCertification
            kind={kind}
            here={kind === 'company' ? `${PAGE.addBankCard}?kind=company` : PAGE.addBankCard}
          />
        )
      }
    </LoadState>
  );
}

function CardForm({ kind, holder }: { kind: BankCardKind; holder: string }) {
  const [draft] = useState(() => readJson<Draft>(DRAFT_KEY, 'session', isDraft));
  const form = useForm(
    {
      cardNo: { validate: cardNoError },
      branch: {},
      mobile: { validate: mobileRule },
      code: { validate: codeRule(6) },
    },
    { cardNo: draft?.cardNo, branch: draft?.branch, mobile: draft?.mobile },
  );
  const [bank, setBank] = useState<ChosenBank | null>(() => {
    const picked = takePickedBank();
    return picked ? { code: picked.code, name: picked.name, picked: true } : (draft?.bank ?? null);
  });
  const [bankError, setBankError] = useState('');
  const [luhnConfirmed, setLuhnConfirmed] = useState(false);
  const [confirmMissing, setConfirmMissing] = useState(false);
  const add = useSubmit(addBankCard, {
    done: () => {
      remove(DRAFT_KEY, 'session');
      toast('银行卡添加成功', { type: 'success' });
      back(PAGE.bankCard);
    },
    shownFields: [...FORM_FIELDS, 'bankCode'],
    failed: (e) => {
      if (!(e instanceof ApiError)) return;
      const field = e.code === 409 ? 'cardNo' : e.field;
      if (field === 'bankCode') setBankError(e.message);
      else if (FORM_FIELDS.includes(field as FormField)) form.setError(field as FormField, e.message);
    },
  });
  const captcha = useCaptchaStep();

  useEffect(
    () =>
      form.state.subscribe(({ cardNo, branch, mobile }) =>
        write(DRAFT_KEY, { cardNo, branch, mobile, bank } satisfies Draft, 'session'),
      ),
    [bank],
  );

  // the page renders again only when the warning comes or goes, not on every digit
  const warn = useFormValue(form, (v) => !cardNoError(v.cardNo) && luhnVerdict(cardDigits(v.cardNo)) === 'warn');

  function typeCardNo(text: string) {
    const grouped = groupCardNo(text);
    const before = cardDigits(form.values.cardNo);
    form.setValue('cardNo', grouped);
    setLuhnConfirmed(false);
    setConfirmMissing(false);
    // a picked bank holds for the number it was picked for; another BIN is another card
    const binChanged = cardDigits(grouped).slice(0, 6) !== before.slice(0, 6);
    const guess = guessBank(cardDigits(grouped));
    if (!bank?.picked || (binChanged && guess)) {
      // the same guess keeps the same bank: no render for a digit that does not change it
      setBank((b) => (b && guess && !b.picked && b.code === guess.code ? b : guess && { ...guess, picked: false }));
      if (guess) setBankError('');
    }
  }

  async function readPhoto(photo: File) {
    const close = toast.loading('正在识别卡号...');
    try {
      const { url } = await uploadFile(photo, photo.name || 'card.jpg');
      const reading = await readBankCardPhoto(url);
      typeCardNo(reading.cardNo);
      if (!bank?.picked && reading.bankCode) setBank({ code: reading.bankCode, name: reading.bankName, picked: false });
      toast('已识别卡号，请核对是否正确');
    } catch {
      // the wrapper has shown why; typing the number still works
    } finally {
      close();
    }
  }

  async function sendCode(): Promise<boolean> {
    const { mobile } = form.values;
    const problem = mobileRule(mobile);
    if (problem) {
      form.setError('mobile', problem);
      return false;
    }
    return captcha.send((answer) => getVerifyCode({ mobile, scene: 'bank', ...answer }));
  }

  const submit = form.handleSubmit(async (v) => {
    if (!bank) {
      setBankError('请选择开户银行');
      return;
    }
    if (warn && !luhnConfirmed) {
      setConfirmMissing(true);
      return;
    }
    const body: AddBankCardBody = {
      cardNo: cardDigits(v.cardNo),
      bankCode: bank.code,
      branch: v.branch.trim(),
      mobile: v.mobile,
      code: v.code,
      kind,
    };
    await add.submit(body);
  });

  const cardField = form.field('cardNo');
  return (
    <form class="add-card" onSubmit={submit} noValidate>
      <p class="add-card__tip">
        请绑定{kind === 'company' ? '企业名下的对公账户' : '本人名下的储蓄卡'}，用于接收提现款项
      </p>
      <div class="add-card__group">
        <CardNumberField
          {...cardField}
          onInput={typeCardNo}
          onPhoto={readPhoto}
          warn={warn}
          confirmed={luhnConfirmed}
          onConfirm={(ok) => {
            setLuhnConfirmed(ok);
            if (ok) setConfirmMissing(false);
          }}
          confirmMissing={confirmMissing}
        />
        <Field
          label="开户银行"
          name="bank"
          readOnly
          clearable={false}
          value={bank?.name || ''}
          placeholder="输入卡号自动识别，或点此选择"
          error={bankError}
          onClick={() => navigate(PAGE.bank)}
          suffix={<i class="add-card__arrow" aria-hidden="true" />}
        />
        <Field label={kind === 'company' ? '户名' : '持卡人'} name="holder" readOnly clearable={false} value={holder} />
        <Field
          label="开户支行"
          autoComplete="off"
          maxLength={40}
          placeholder="选填，如：杭州文三路支行"
          {...form.field('branch')}
        />
      </div>
      <div class="add-card__group">
        <Field label="预留手机号" {...mobileInput} placeholder="银行预留的手机号" {...form.field('mobile')} />
        {captcha.field}
        <CodeField storageKey="code:bank" onSend={sendCode} {...form.field('code')} />
      </div>
      <div class="add-card__actions">
        <Button type="submit" variant="primary" block loading={add.pending} loadingText="提交中...">
          确认添加
        </Button>
      </div>
    </form>
  );
}
