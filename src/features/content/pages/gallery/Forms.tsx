// Gallery: fields with the form helper, the SMS code button, amounts, number box, rating, uploads.
import { useState } from 'react';
import { Field } from '../../../../ui/Field';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { CodeField } from '../../../../ui/CodeField';
import { AmountInput } from '../../../../ui/AmountInput';
import { NumberBox } from '../../../../ui/NumberBox';
import { Rate } from '../../../../ui/Rate';
import { Uploader } from '../../../../ui/Uploader';
import { Button } from '../../../../ui/Button';
import { toast } from '../../../../ui/toast';
import { mobile, mobileInput, code } from '../../../../lib/validators/phone';
import { formatYuan } from '../../../../lib/money';
import { Section } from './Section';

const SAMPLE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#bfd7ff"/>' +
    '<circle cx="80" cy="70" r="30" fill="#1677ff"/></svg>',
)}`;

// Pretends to upload: progress in steps, then the picture's own local address.
function fakeUpload(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 25;
      onProgress(percent);
      if (percent < 100) return;
      clearInterval(timer);
      if (/fail/i.test(file.name)) reject(new Error('上传失败'));
      else resolve(URL.createObjectURL(file));
    }, 300);
  });
}

export function Forms() {
  const form = useForm({ mobile: { validate: mobile }, code: { validate: code(6) }, note: {} });
  // a pretend request of a second, to show the pending button
  const demo = useSubmit((_values: Record<string, string>) => new Promise((resolve) => setTimeout(resolve, 1000)), {
    done: () => toast('提交成功', { type: 'success' }),
  });
  const [fen, setFen] = useState<number | null>(null);
  const [share, setShare] = useState(5);
  const [stars, setStars] = useState(4);
  const [images, setImages] = useState([SAMPLE]);
  const sendCode = async () => {
    const problem = mobile(form.values.mobile);
    form.setError('mobile', problem);
    if (!problem) toast('验证码已发送（演示，不会真的发送）');
    return !problem;
  };
  return (
    <>
      <Section title="Field 输入框 / useForm 表单校验">
        <form onSubmit={form.handleSubmit(demo.submit)}>
          <Field label="手机号" {...mobileInput} placeholder="请输入手机号" {...form.field('mobile')} />
          <CodeField storageKey="code:gallery" onSend={sendCode} {...form.field('code')} />
          <Field label="备注" multiline maxLength={500} placeholder="最多500字" {...form.field('note')} />
          <div class="gallery__row">
            <Button type="submit" variant="primary" block loading={demo.pending}>
              提交（空着提交看校验）
            </Button>
          </div>
        </form>
        <Field label="只读" value="张三（实名后不可改）" readOnly />
        <Field label="不可用" value="" placeholder="不可输入" disabled />
        <Field label="有错误" value="1380000" error="请输入11位手机号（以1开头）" />
      </Section>

      <Section title="AmountInput 金额输入">
        <AmountInput
          label="提现金额"
          onChange={(f) => setFen(f)}
          suffix={
            <Button variant="text" size="small">
              全部
            </Button>
          }
        />
        <p class="gallery__note">整数分：{fen == null ? '无' : `${fen} 分（¥${formatYuan(fen)}）`}</p>
        <AmountInput label="有错误" value="0" onChange={() => undefined} error="金额必须大于0" />
      </Section>

      <Section title="NumberBox 步进器 / Rate 评分">
        <div class="gallery__row">
          <NumberBox label="收益比例" value={share} min={1} max={100} onChange={setShare} />
          <span>{share}%（1 至 100）</span>
        </div>
        <div class="gallery__row">
          <Rate value={stars} onChange={setStars} label="服务评分" />
          <Rate value={3} readOnly label="只读评分" />
        </div>
      </Section>

      <Section title="Uploader 上传（文件名含 fail 的会上传失败）">
        <div class="gallery__row">
          <Uploader value={images} onChange={setImages} upload={fakeUpload} max={4} maxMB={5} />
        </div>
        <div class="gallery__row">
          <Uploader value={[]} onChange={() => undefined} upload={fakeUpload} kind="video" />
        </div>
      </Section>
    </>
  );
}
