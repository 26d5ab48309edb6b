// The taps walk through the identity screens: real-name (personal, enterprise, face), the
// certification's status, personal information and the video upload.
import { back, follow, fromHome, go, landedOn, PHOTO, settled, tap, type, type Visit } from './kit';

export const IDENTITY: Visit[] = [
  [
    '个人信息',
    async (page) => {
      await fromHome(page, 'personalInfo');
      await follow(page, 'certificationState');
      await follow(page, 'certificationState');
      await back(page);
      await back(page);
    },
  ],
  [
    '视频录制上传',
    async (page) => {
      await go(page, 'personalInfo');
      await follow(page, 'videoUpload');
      await tap(page, '开始录制');
      await page.waitForTimeout(1500);
      await tap(page, /结束|停止/);
      await settled(page);
    },
  ],
  [
    '身份认证',
    async (page) => {
      await fromHome(page, 'withdrawalAuth');
      await back(page);
    },
  ],
];

export const NEW_PARTNER_IDENTITY: Visit[] = [
  [
    '企业实名认证',
    async (page) => {
      await fromHome(page, 'withdrawalAuth');
      await follow(page, 'enterpriseCertification');
      await page.locator('input[type=file]').setInputFiles(PHOTO);
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name=companyName]')?.value);
      await settled(page);
      await type(page, '法人身份证', '11010519491231002X');
      await tap(page, '提交认证');
      await landedOn(page, 'certificationState');
      await settled(page);
    },
  ],
  [
    '个人实名认证',
    async (page) => {
      await go(page, 'withdrawalAuth');
      await follow(page, 'realAuth');
      await type(page, '真实姓名', '张三');
      await type(page, '身份证号', '11010519491231002X');
      await tap(page, '下一步：人脸验证');
      await landedOn(page, 'faceVerify');
      await settled(page);
      await tap(page, '开始验证');
      await landedOn(page, 'certificationState');
      await settled(page);
    },
  ],
];
