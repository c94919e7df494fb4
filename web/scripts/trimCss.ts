import type { Plugin, Root } from 'postcss';

/**
 * PrimeReact components this app does not use. Rules whose every selector targets one of them are dropped
 * from the theme, which keeps the CSS inside its 25 KB gzip budget. Using one of these components?
 * Remove it from this list, or it will render unstyled.
 */
export const UNUSED_PRIME_COMPONENTS = [
  'accordion',
  'autocomplete',
  'avatar',
  'breadcrumb',
  'carousel',
  'cascadeselect',
  'chips',
  'colorpicker',
  'contextmenu',
  'datascroller',
  'datatable',
  'dataview',
  'dock',
  'editor',
  'fieldset',
  'galleria',
  'image',
  'inplace',
  'knob',
  'listbox',
  'megamenu',
  'mention',
  'menubar',
  'metergroup',
  'orderlist',
  'organizationchart',
  'paginator',
  'panelmenu',
  'password',
  'picklist',
  'rating',
  'sidebar',
  'slidemenu',
  'slider',
  'speeddial',
  'splitbutton',
  'splitter',
  'stepper',
  'steps',
  'tabmenu',
  'tabview',
  'terminal',
  'tieredmenu',
  'timeline',
  'toast',
  'tree',
  'treeselect',
  'treetable',
];

const unusedSelector = new RegExp(`\\.p-(${UNUSED_PRIME_COMPONENTS.join('|')})(?![\\w-])`);

/**
 * PostCSS plugin for third-party CSS (PrimeReact theme, PrimeIcons):
 * - drops @font-face rules, so the theme's 345 KB Inter font and the icon font's eot/ttf/woff/svg copies are not
 *   shipped (the app uses the system font stack and declares the icon font once, woff2 only, in app.css);
 * - drops theme rules that can only match components listed above.
 */
export function trimThirdPartyCss(): Plugin {
  return {
    postcssPlugin: 'crm-trim-third-party-css',
    Once(root: Root) {
      const file = root.source?.input.file ?? '';
      if (!/[\\/](primereact|primeicons)[\\/]/.test(file)) return;
      root.walkAtRules('font-face', (rule) => {
        rule.remove();
      });
      if (!/[\\/]primereact[\\/]/.test(file)) return;
      root.walkRules((rule) => {
        if (rule.selectors.every((selector) => unusedSelector.test(selector))) rule.remove();
      });
    },
  };
}
