# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu RTL8153 (r8152) as the NanoPi R2S describes it (usbbda,8153 at its xHCI port, aliases/ethernet1, the address U-Boot's fixup writes, a label), the chip with its own efuse address and MAC pass-through: the board's address wins, in PLA_IDR under the config lock; label; ping"
overlay=emu-8153-r2s.dtso
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01 --mac-passthru)
EMU_EXPECT=02:11:22:33:81:53
EMU_NODE=/pcie@10000000/usb@2,0/device@5
. "$top/tests/emu/scenario-lib.sh"
