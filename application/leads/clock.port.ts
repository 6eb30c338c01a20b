export { systemClock, type Clock } from '../shared/clock.port';
