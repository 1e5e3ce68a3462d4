export { CreateCustomGroupButton } from './CreateCustomGroupButton';
