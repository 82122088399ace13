import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::terms-condition.terms-condition');
