import type { Plugin, Root } from 'postcss';
// PostCSS plugin for third-party CSS (PrimeReact theme, PrimeIcons): drops @font-face rules, so the theme's
// 345 KB Inter font and the icon font's eot/ttf/woff/svg copies are not shipped (the app uses the system font
// stack and declares the icon font once, woff2 only, in src/styles/app.css).
export function trimThirdPartyCss(): Plugin {
  return {
    postcssPlugin: 'crm-trim-third-party-css',
    Once(root: Root) {
      const file = root.source?.input.file ?? '';
      if (!/[\\/](primereact|primeicons)[\\/]/.test(file)) return;
      root.walkAtRules('font-face', (rule) => {
        rule.remove();
      });
    },
  };
}
