// signing: becoming a director and the contracts: 签约提醒, level and region, 在线签约, 确认权益, the
// signature pad, the SMS intent check, 签约完成, 查看合同, 签约审核, 我的合同 and 云店签约合同 (pages/), with
// the flow's steps, draft, levels and contract list beside this file. No other feature uses its
// parts, so it exports nothing.
