import '@testing-library/jest-dom';
import './dom-polyfills';
