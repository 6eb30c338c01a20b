// Mantine's PostCSS preset (rem/em functions, light/dark and breakpoint mixins) with
// the breakpoints of spec 2 §9 as variables: xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400 px.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '25em',
        'mantine-breakpoint-sm': '36em',
        'mantine-breakpoint-md': '48em',
        'mantine-breakpoint-lg': '62em',
        'mantine-breakpoint-xl': '75em',
        'mantine-breakpoint-xxl': '87.5em',
      },
    },
  },
};
