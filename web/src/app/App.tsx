import { BrowserRouter } from 'react-router';
import { Providers } from './Providers';
import { Screens } from './router';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </Providers>
  );
}
