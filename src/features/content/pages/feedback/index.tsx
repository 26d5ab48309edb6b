// 问题反馈: type, text (500 characters at most, an emoji counts as one, live counter), up to 9
// photos shrunk on the phone before upload (progress, remove, retry), an optional contact (a
// mobile when it is all digits). The draft survives a reload and a 401; success says so.
// The text and the contact are a form's fields: a keystroke renders its field, not the photos.
import { useEffect, useState } from 'react';
import { addFeedBack, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES } from '../../../../api/feedback';
import { FEEDBACK_TYPE_NAMES } from '../../../../api/status-names';
import { uploadFile } from '../../../../api/file';
import { ApiError } from '../../../../api/http';
import type { FeedbackType } from '../../../../api/types';
import { back } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { charCount, charProblem, stripInvisible } from '../../../../lib/validators/clean';
import { mobile as mobileRule } from '../../../../lib/validators/phone';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';
import { Field } from '../../../../ui/Field';
import { Uploader } from '../../../../ui/Uploader';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { ContentBox } from './ContentBox';
import { clearDraft, readDraft, saveDraft } from './draft';
import { shrinkPhoto } from './shrink';
import './feedback.css';

const TYPES: { value: FeedbackType; text: string }[] = FEEDBACK_TYPES.map((value) => ({
  value,
  text: FEEDBACK_TYPE_NAMES[value],
}));

function contentError(text: string): string | null {
  const visible = stripInvisible(text, { multiline: true });
  const hidden = charProblem(visible, '反馈内容', { multiline: true });
  if (hidden) return hidden;
  const n = charCount(visible.trim());
  if (!n) return '请描述您遇到的问题或建议';
  return n > FEEDBACK_MAX_CHARS ? `反馈内容不能超过 ${FEEDBACK_MAX_CHARS} 个字（当前 ${n} 个）` : null;
}

function contactError(text: string): string | null {
  const s = stripInvisible(text).trim();
  const hidden = charProblem(s, '联系方式');
  if (hidden) return hidden;
  if (charCount(s) > 50) return '联系方式不能超过 50 个字';
  const problem = /^\d+$/.test(s) ? mobileRule(s) : null;
  return problem && `联系方式：${problem}`;
}

export default function FeedbackPage() {
  // the type and the photos; the text and the contact live in the form
  const [draft, setDraft] = useState(readDraft);
  const form = useForm(
    { content: { validate: contentError }, contact: { validate: contactError } },
    { content: draft.content, contact: draft.contact },
  );
  const [done, setDone] = useState(false);
  const send = useSubmit(addFeedBack, {
    done: () => {
      clearDraft();
      setDone(true);
    },
    failed: (err) => {
      if (err instanceof ApiError && (err.field === 'content' || err.field === 'contact'))
        form.setError(err.field, err.message);
    },
  });

  useEffect(
    () => (done ? undefined : form.state.subscribe((typed) => saveDraft({ ...draft, ...typed }))),
    [draft, done],
  );

  const change = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(e: Event) {
    e.preventDefault();
    if (send.pending || !form.validate()) return;
    const { content, contact } = form.values;
    const body = {
      type: draft.type,
      content: stripInvisible(content, { multiline: true }).trim(),
      images: draft.images,
      ...(stripInvisible(contact).trim() ? { contact: stripInvisible(contact).trim() } : {}),
    };
    send.submit(body);
  }

  if (done) {
    return (
      <div class="feedback-done" role="status">
        <Empty kind="success" text="反馈已提交，感谢您的意见！我们会尽快处理">
          <Button variant="primary" onClick={() => back(PAGE.home)}>
            返回
          </Button>
        </Empty>
      </div>
    );
  }

  return (
    <form class="feedback" onSubmit={submit} noValidate>
      {/* A radio group of its own rather than a fieldset: WebKit draws a fieldset's legend on the card's
          top edge, and before Chrome 86 a fieldset is no flex container (the types stacked) */}
      <div class="feedback__types" role="radiogroup" aria-labelledby="feedback-type-label">
        <p id="feedback-type-label" class="feedback__label">
          反馈类型
        </p>
        <div class="feedback__type-list">
          {TYPES.map((t) => (
            <label key={t.value} class={`feedback__type${draft.type === t.value ? ' feedback__type--on' : ''}`}>
              <input
                type="radio"
                name="type"
                value={t.value}
                checked={draft.type === t.value}
                onChange={() => change({ type: t.value })}
              />
              {t.text}
            </label>
          ))}
        </div>
      </div>
      <ContentBox {...form.field('content')} />
      <div class="feedback__box">
        <p class="feedback__label">
          图片（选填，最多 {FEEDBACK_MAX_IMAGES} 张）{draft.images.length}/{FEEDBACK_MAX_IMAGES}
        </p>
        <Uploader
          value={draft.images}
          onChange={(images) => change({ images })}
          max={FEEDBACK_MAX_IMAGES}
          maxMB={5}
          label="添加图片"
          upload={async (file, onProgress) => {
            const small = await shrinkPhoto(file);
            const { url } = await uploadFile(small, small.name, (f) => onProgress(Math.round(f * 100)));
            return url;
          }}
        />
      </div>
      <div class="feedback__contact">
        <Field label="联系方式" placeholder="手机号或微信号（选填）" autoComplete="tel" {...form.field('contact')} />
      </div>
      <div class="feedback__submit">
        <Button variant="primary" block type="submit" loading={send.pending} loadingText="提交中...">
          提交反馈
        </Button>
      </div>
    </form>
  );
}
