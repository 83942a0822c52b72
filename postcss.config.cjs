const path = require("node:path");

// Panda generates the CSS of every package from the one root config, whatever the current folder.
module.exports = {
  plugins: {
    "@pandacss/dev/postcss": { configPath: path.join(__dirname, "panda.config.ts"), cwd: __dirname },
  },
};
