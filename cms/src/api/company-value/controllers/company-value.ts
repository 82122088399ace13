import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::company-value.company-value');
