// identity: who the partner is: 身份认证 (pages/withdrawalAuth), personal and enterprise real-name,
// face verification and video upload (camera/), the certification state and its journey's links
// (certification/), 个人信息 (pages/personalInfo). No other feature uses its parts, so it exports
// nothing.
