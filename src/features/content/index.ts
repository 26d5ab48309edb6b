// content: what the partner reads and shares: 素材中心 (pages/material, with its poster in share/),
// the agreement and config texts (pages/agreement, pages/richText, article/), 问题反馈 (pages/feedback)
// and the UI gallery of dev builds (pages/gallery). Other features reach it only through this file.
export { ConfigArticle, ConfigArticleText, loadConfigArticle } from './article/ConfigArticle';
