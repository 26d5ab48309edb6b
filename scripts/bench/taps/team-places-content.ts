// The taps walk through the team and customers, addresses and places, materials, texts and feedback.
import {
  back,
  dismiss,
  everyTab,
  follow,
  fromHome,
  go,
  landedOn,
  PHOTO,
  search,
  settled,
  tap,
  toListEnd,
  type,
} from './kit';
import type { Visit } from './kit';

export const TEAM_PLACES_CONTENT: Visit[] = [
  [
    '我的团队',
    fromHome('myTeam'),
    search('搜索成员', '张'),
    everyTab,
    ...['团队人数', '销售额', '加入时间'].map((order) => tap(order)),
    tap('邀请成员'),
    dismiss,
    tap('申请处理'),
    dismiss,
    (page) => page.locator('.team-member').first().click(),
    landedOn('teamDetails'),
    settled,
  ],
  ['我的客户', fromHome('myCustomer'), search('搜索客户', '李')],
  ['名下洗护卡', fromHome('washCard'), everyTab, toListEnd],
  [
    '地址',
    fromHome('addressManagement'),
    (page) => page.getByLabel('设为默认').first().check(),
    settled,
    tap('删除'),
    tap('取消'),
    tap('新增地址'),
    landedOn('address'),
    settled,
    type('收货人', '张三'),
    type('手机号', '13800000009'),
    tap('定位'),
    landedOn('chooseLocation'),
    settled,
    search('搜索地点', '广场'),
    type('名称', '人民广场'),
    type('地址', '中山西路 88 号'),
    type('纬度', '38.0428'),
    type('经度', '114.5149'),
    tap('使用填写的位置'),
    landedOn('address'),
    settled,
    async (page) => {
      // the region is picked by hand: the mock's places do not name one for these coordinates
      const wheel = (column: number) => page.locator('.ui-picker [role=listbox]').nth(column);
      if (!(await wheel(0).isVisible())) await page.getByLabel('所在地区').click();
      await wheel(0).getByText('河北省', { exact: true }).click();
      await wheel(1).getByText('石家庄市', { exact: true }).click();
      await wheel(2).locator('[role=option]').first().waitFor();
    },
    tap('确定'),
    type('详细地址', '中山西路 88 号'),
    tap('保存'),
    landedOn('addressManagement'),
    settled,
  ],
  [
    '素材中心',
    fromHome('material'),
    everyTab,
    search('搜索素材', '洗'),
    tap('复制文案'),
    tap('分享海报'),
    dismiss,
    toListEnd,
  ],
  ['富文本', go('home'), follow('richText'), back],
  [
    '问题反馈',
    fromHome('feedback'),
    (page) => page.getByText('故障').click(),
    type('问题描述', '提现页面偶尔打不开'),
    (page) => page.locator('input[type=file]').setInputFiles(PHOTO),
    settled,
    type('联系方式', '13800000001'),
    tap('提交反馈'),
  ],
];
