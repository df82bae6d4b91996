# shellcheck shell=bash disable=SC2046
desc="the demo board through U-Boot: USB devices with their nodes, interfaces with name and MAC (make demo)"
overlay=demo.dtso
boot=uboot
uboot_env=(ethaddr=02:de:ad:be:ef:01 eth1addr=02:de:ad:be:ef:02)
# lan95xx-emu's LAN9514 on hub port 2: xHCI, hub and usb-redir from the emulator's scenario library
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.2
EMU_EXPECT=02:de:ad:be:ef:02
. "$top/tests/emu/scenario-lib.sh"
qemu_args+=(
	$(usb_net xhci.0 1.1 52:54:00:12:34:01)
)
