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
    async (page) => {
      await fromHome(page, 'myTeam');
      await search(page, '搜索成员', '张');
      await everyTab(page);
      for (const order of ['团队人数', '销售额', '加入时间']) await tap(page, order);
      await tap(page, '邀请成员');
      await dismiss(page);
      await tap(page, '申请处理');
      await dismiss(page);
      await page.locator('.team-member').first().click();
      await landedOn(page, 'teamDetails');
      await settled(page);
    },
  ],
  [
    '我的客户',
    async (page) => {
      await fromHome(page, 'myCustomer');
      await search(page, '搜索客户', '李');
    },
  ],
  [
    '名下洗护卡',
    async (page) => {
      await fromHome(page, 'washCard');
      await everyTab(page);
      await toListEnd(page);
    },
  ],
  [
    '地址',
    async (page) => {
      await fromHome(page, 'addressManagement');
      await page.getByLabel('设为默认').first().check();
      await settled(page);
      await tap(page, '删除');
      await tap(page, '取消');
      await tap(page, '新增地址');
      await landedOn(page, 'address');
      await settled(page);
      await type(page, '收货人', '张三');
      await type(page, '手机号', '13800000009');
      await tap(page, '定位');
      await landedOn(page, 'chooseLocation');
      await settled(page);
      await search(page, '搜索地点', '广场');
      await type(page, '名称', '人民广场');
      await type(page, '地址', '中山西路 88 号');
      await type(page, '纬度', '38.0428');
      await type(page, '经度', '114.5149');
      await tap(page, '使用填写的位置');
      await landedOn(page, 'address');
      await settled(page);
      // the region is picked by hand: the mock's places do not name one for these coordinates
      const wheel = (column: number) => page.locator('.ui-picker [role=listbox]').nth(column);
      if (!(await wheel(0).isVisible())) await page.getByLabel('所在地区').click();
      await wheel(0).getByText('河北省', { exact: true }).click();
      await wheel(1).getByText('石家庄市', { exact: true }).click();
      await wheel(2).locator('[role=option]').first().waitFor();
      await tap(page, '确定');
      await type(page, '详细地址', '中山西路 88 号');
      await tap(page, '保存');
      await landedOn(page, 'addressManagement');
      await settled(page);
    },
  ],
  [
    '素材中心',
    async (page) => {
      await fromHome(page, 'material');
      await everyTab(page);
      await search(page, '搜索素材', '洗');
      await tap(page, '复制文案');
      await tap(page, '分享海报');
      await dismiss(page);
      await toListEnd(page);
    },
  ],
  [
    '富文本',
    async (page) => {
      await go(page, 'home');
      await follow(page, 'richText');
      await back(page);
    },
  ],
  [
    '问题反馈',
    async (page) => {
      await fromHome(page, 'feedback');
      await page.getByText('故障').click();
      await type(page, '问题描述', '提现页面偶尔打不开');
      await page.locator('input[type=file]').setInputFiles(PHOTO);
      await settled(page);
      await type(page, '联系方式', '13800000001');
      await tap(page, '提交反馈');
    },
  ],
];
