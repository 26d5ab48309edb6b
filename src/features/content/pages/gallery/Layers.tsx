// Gallery: toasts, notify, dialogs, sheets, popups, pickers and the photo viewer.
import { LEVEL_NAMES, MEMBER_LEVELS } from '../../../../api/levels';
import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { toast } from '../../../../ui/toast';
import { notify } from '../../../../ui/notify';
import { Dialog, alert, confirm } from '../../../../ui/dialog';
import { ActionSheet } from '../../../../ui/ActionSheet';
import { Popup } from '../../../../ui/Popup';
import { Picker, cascade, type PickerOption } from '../../../../ui/Picker';
import { DatePicker } from '../../../../ui/DatePicker';
import { ImagePreview } from '../../../../ui/ImagePreview';
import { Section } from './Section';

/** A place of the demo's region tree: its name, its code and the places below it. */
const place = (text: string, value: string, children?: PickerOption[]): PickerOption => ({ text, value, children });
const AREAS: PickerOption[] = [
  place('广东省', '44', [
    place('广州市', '4401', [place('天河区', '440106'), place('越秀区', '440104')]),
    place('深圳市', '4403', [place('南山区', '440305'), place('福田区', '440304'), place('宝安区', '440306')]),
  ]),
  place('浙江省', '33', [place('杭州市', '3301', [place('西湖区', '330106'), place('余杭区', '330110')])]),
];
const LEVELS: PickerOption[][] = [
  MEMBER_LEVELS.map((level) => ({ text: LEVEL_NAMES[level], value: level })),
  ['一年', '两年', '三年'].map((text, i) => ({ text, value: i + 1 })),
];
const photo = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">' +
      `<rect width="300" height="400" fill="${fill}"/></svg>`,
  )}`;
const PHOTOS = [photo('#1677ff'), photo('#07c160'), photo('#ff976a')];

type Open = '' | 'dialog' | 'sheet' | 'popup' | 'picker' | 'area' | 'date' | 'preview';

export function Layers() {
  const [open, setOpen] = useState<Open>('');
  const [picked, setPicked] = useState('');
  const close = () => setOpen('');
  const show = (text: string) => {
    setPicked(text);
    close();
  };
  return (
    <Section title="Toast / Notify / Dialog / ActionSheet / Popup / Picker / ImagePreview">
      <div class="gallery__row">
        <Button size="small" onClick={() => toast('已复制')}>
          提示
        </Button>
        <Button size="small" onClick={() => toast('保存成功', { type: 'success' })}>
          成功
        </Button>
        <Button size="small" onClick={() => toast('余额不足，请修改提现金额', { type: 'error', duration: 3000 })}>
          错误
        </Button>
        <Button size="small" onClick={() => setTimeout(toast.loading('提交中...'), 1500)}>
          加载（遮罩 1.5 秒）
        </Button>
        <Button size="small" onClick={() => notify('网络较慢，请稍后再试')}>
          顶部通知
        </Button>
        <Button size="small" onClick={() => notify('已提交审核', 'success')}>
          成功通知
        </Button>
      </div>
      <div class="gallery__row">
        <Button
          size="small"
          onClick={async () =>
            setPicked(
              (await confirm({
                title: '删除银行卡',
                message: '删除后不可恢复，确定删除吗？',
                danger: true,
                confirmText: '删除',
              }))
                ? '确认删除'
                : '取消了',
            )
          }
        >
          确认框
        </Button>
        <Button
          size="small"
          onClick={async () => {
            await alert({ title: '提示', message: '实名认证通过后才能提现', confirmText: '知道了' });
            setPicked('看过提示');
          }}
        >
          提示框
        </Button>
        <Button size="small" onClick={() => setOpen('dialog')}>
          自定义对话框
        </Button>
        <Button size="small" onClick={() => setOpen('sheet')}>
          动作面板
        </Button>
        <Button size="small" onClick={() => setOpen('popup')}>
          底部弹层
        </Button>
      </div>
      <div class="gallery__row">
        <Button size="small" onClick={() => setOpen('picker')}>
          多列选择
        </Button>
        <Button size="small" onClick={() => setOpen('area')}>
          省市区
        </Button>
        <Button size="small" onClick={() => setOpen('date')}>
          日期
        </Button>
        <Button size="small" onClick={() => setOpen('preview')}>
          看大图
        </Button>
      </div>
      <p class="gallery__note" aria-live="polite">
        选择结果：{picked || '无'}
      </p>

      <Dialog
        open={open === 'dialog'}
        title="修改昵称"
        cancelText="取消"
        onCancel={close}
        onConfirm={() => new Promise((r) => setTimeout(r, 1000)).then(() => show('已保存昵称'))}
      >
        确定后按钮忙 1 秒；返回键、Esc 可关闭，点遮罩不会关闭。
      </Dialog>
      <ActionSheet
        open={open === 'sheet'}
        title="选择银行卡"
        actions={[
          { name: '招商银行 (1234)', note: '默认' },
          { name: '工商银行 (5678)' },
          { name: '停用的卡', disabled: true },
          { name: '删除', danger: true },
        ]}
        onSelect={(_, a) => setPicked(a.name)}
        onClose={close}
      />
      <Popup open={open === 'popup'} title="提现规则" onClose={close}>
        <p class="gallery__note">单笔最低 1 元，手续费 0.6%，当日最多提现 5 万元。点遮罩、返回或 Esc 关闭。</p>
        <div class="gallery__row">
          <Button variant="primary" block onClick={close}>
            知道了
          </Button>
        </div>
      </Popup>
      <Picker
        open={open === 'picker'}
        title="选择级别"
        columns={LEVELS}
        value={[20, 2]}
        onClose={close}
        onConfirm={(o) => show(o.map((x) => x.text).join(' / '))}
      />
      <Picker
        open={open === 'area'}
        title="选择地区"
        columns={cascade(AREAS)}
        value={['44', '4403', '440305']}
        onClose={close}
        onConfirm={(o) => show(o.map((x) => x.text).join(' '))}
      />
      <DatePicker open={open === 'date'} onClose={close} onConfirm={show} />
      <ImagePreview images={PHOTOS} start={1} open={open === 'preview'} onClose={close} />
    </Section>
  );
}
