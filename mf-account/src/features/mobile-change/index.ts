export { MobileChangeCard } from './components/mobile-change-card';
