// shops: stores from application to settlement (门店, 开店申请, 门店列表, 门店详情, 门店激活, 设置收益,
// 上传门店资料, 门店收益结算; the store's heading, status, photos and settling beside this file), and
// the pages a store QR or payment link opens: 转账中转, 跳转小程序, 一键支付. No other feature uses its
// parts, so it exports nothing.
