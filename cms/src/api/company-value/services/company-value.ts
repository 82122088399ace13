import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::company-value.company-value');
