// The project's own lint rules, as an ESLint plugin for eslint.config.js.
import { routesHoldNoSql } from './routes-hold-no-sql.js';

export default { meta: { name: 'pitchside' }, rules: { 'routes-hold-no-sql': routesHoldNoSql } };
