import type { Plugin, Root } from 'postcss';

/** Theme rules only for these are dropped to keep CSS in its 25 KB gzip budget. Using one? Remove it here. */
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
 * For PrimeReact theme and PrimeIcons CSS: drops @font-face (the app uses system fonts and one woff2 icon font,
 * declared in app.css) and theme rules that can only match the components above.
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
