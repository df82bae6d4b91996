# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), no EEPROM, blank OTP, no node: random address, a new one each boot; ping"
boots=2
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none --otp none)
EMU_EXPECT=random
# lan78xx_init_mac_address() takes eth_random_addr() and eth_hw_addr_set():
# the kernel reports the address as permanent (0), not NET_ADDR_RANDOM
EMU_RANDOM_TYPE=0
. "$top/tests/emu/scenario-lib.sh"
emu_no_eeprom_checks
