import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::terms-condition.terms-condition');
