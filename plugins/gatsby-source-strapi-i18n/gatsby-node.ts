/** The plugin's Gatsby Node APIs; each concern lives in its own module under src/. */
export { pluginOptionsSchema } from './src/plugin-options';
export { createSchemaCustomization, createResolvers, sourceNodes } from './src/gatsby-node-apis';
