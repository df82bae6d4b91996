# shellcheck shell=bash
desc="U-Boot's ethaddr reaches the real smsc95xx (lan95xx-emu behind a hub, no EEPROM): interface, chip registers, ping source"
boot=uboot
overlay=uboot-emu-95xx.dtso
uboot_env=(ethaddr=02:de:ad:be:ef:95)
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:95
EMU_NODE=/pcie@10000000/usb@2,0/hub@5/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
