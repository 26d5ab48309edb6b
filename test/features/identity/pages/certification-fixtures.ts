// A person's and a company's certification details as the certification pages show them (a valid
// ID card and credit code), for the tests of those pages.
export const PERSON = { realName: '张三', idCard: '11010519491231002X' };

export const COMPANY = {
  companyName: '杭州洁净洗护服务有限公司',
  creditCode: '91350100M000100Y43',
  legalPerson: '陈刚',
  legalIdCard: '11010519491231002X',
  licenseUrl: '/uploads/a.png',
};
