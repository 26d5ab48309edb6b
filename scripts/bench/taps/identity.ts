// The taps walk through the identity screens: real-name (personal, enterprise, face), the
// certification's status, personal information and the video upload.
import { back, follow, fromHome, go, landedOn, PHOTO, settled, tap, type, type Visit } from './kit';

export const IDENTITY: Visit[] = [
  ['个人信息', fromHome('personalInfo'), follow('certificationState'), follow('certificationState'), back, back],
  [
    '视频录制上传',
    go('personalInfo'),
    follow('videoUpload'),
    tap('开始录制'),
    (page) => page.waitForTimeout(1500),
    tap(/结束|停止/),
    settled,
  ],
  ['身份认证', fromHome('withdrawalAuth'), back],
];

export const NEW_PARTNER_IDENTITY: Visit[] = [
  [
    '企业实名认证',
    fromHome('withdrawalAuth'),
    follow('enterpriseCertification'),
    async (page) => {
      await page.locator('input[type=file]').setInputFiles(PHOTO);
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name=companyName]')?.value);
    },
    settled,
    type('法人身份证', '11010519491231002X'),
    tap('提交认证'),
    landedOn('certificationState'),
    settled,
  ],
  [
    '个人实名认证',
    go('withdrawalAuth'),
    follow('realAuth'),
    type('真实姓名', '张三'),
    type('身份证号', '11010519491231002X'),
    tap('下一步：人脸验证'),
    landedOn('faceVerify'),
    settled,
    tap('开始验证'),
    landedOn('certificationState'),
    settled,
  ],
];
