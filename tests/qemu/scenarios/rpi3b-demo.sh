# shellcheck shell=bash
board=rpi3b
desc="the Pi 3 B demo through U-Boot: USB devices with their nodes, interfaces with name and MAC (make demo BOARD=rpi3b)"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
# U-Boot leaves USB alone here: Linux's dwc2 cannot take over QEMU's
# after it (tests/qemu/boards/rpi3b.sh); rpi3b-uboot-nic shows U-Boot's NIC
uboot_env=(ethaddr=02:de:ad:be:ef:01)
# lan95xx-emu's LAN9514 behind QEMU's hub at dwc2 port 1.1, as on the board
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:01
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() { rpi3b_uboot_boot_checks; }
