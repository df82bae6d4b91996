# shellcheck shell=bash disable=SC2046,SC2034
desc="the demo board under Debian 13's real udevd (257) on the modular kernel: stock, then with make install (make demo's udev table)"
udev=trixie
overlay=demo.dtso
boot=uboot
boots=2
uboot_env=(ethaddr=02:de:ad:be:ef:01 eth1addr=02:de:ad:be:ef:02)
# as the demo scenario: lan95xx-emu's LAN9514 on hub port 2, QEMU's usb-net on port 1
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.2
EMU_EXPECT=02:de:ad:be:ef:02
. "$top/tests/emu/scenario-lib.sh"
qemu_args+=(
	$(usb_net xhci.0 1.1 52:54:00:12:34:01)
)
# boot 1: Debian 13's files; boot 2: + make install
case "$BOOT" in
1|"") udev_files=stock expect=(enx525400123401 enx02deadbeef02) ;;
*) udev_files=ours expect=(lan0 lan1) ;;
esac
guest_env+=(NAME1="${expect[0]}" NAME2="${expect[1]}" "FILES=Debian 13 $udev_files")
